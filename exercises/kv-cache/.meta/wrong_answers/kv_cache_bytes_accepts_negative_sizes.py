# fails: kv_cache_bytes_rejects_negative_sizes
# mistake: kv_cache_bytes never checks its arguments, so a negative size gives a negative (or, with two of them, a positive) number of bytes instead of raising ValueError.
def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=2):
    total = 2
    for size in (num_layers, num_kv_heads, head_dim, seq_len, batch_size, bytes_per_value):
        total *= int(size)
    return total
