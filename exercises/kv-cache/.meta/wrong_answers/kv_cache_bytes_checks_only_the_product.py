# fails: kv_cache_bytes_rejects_negative_sizes
# mistake: kv_cache_bytes raises only when the product is negative, so two negative arguments pass; each argument must be non-negative.
def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=2):
    total = 2
    for size in (num_layers, num_kv_heads, head_dim, seq_len, batch_size, bytes_per_value):
        total *= int(size)
    if total < 0:
        raise ValueError("the size must be non-negative")
    return total
