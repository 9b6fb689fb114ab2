# fails: kv_cache_bytes_zero_positions_is_zero_bytes
# mistake: kv_cache_bytes raises ValueError for a size of 0 (seq_len = 0, an empty cache), which the statement allows: only negative arguments are refused.
def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=2):
    sizes = [
        int(a) for a in (num_layers, num_kv_heads, head_dim, seq_len, batch_size, bytes_per_value)
    ]
    if min(sizes) < 1:
        raise ValueError("sizes must be positive")
    total = 2
    for size in sizes:
        total *= size
    return total
