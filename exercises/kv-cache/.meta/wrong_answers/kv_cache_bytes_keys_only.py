# fails: kv_cache_bytes_counts_keys_and_values
# mistake: kv_cache_bytes counts the keys only, without the factor 2: the cache holds a key and a value for every position, kv head and layer.
def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=2):
    sizes = [
        int(a) for a in (num_layers, num_kv_heads, head_dim, seq_len, batch_size, bytes_per_value)
    ]
    if min(sizes) < 0:
        raise ValueError("sizes must be non-negative")
    total = 1
    for size in sizes:
        total *= size
    return total
