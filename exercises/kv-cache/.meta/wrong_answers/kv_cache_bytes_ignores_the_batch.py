# fails: kv_cache_bytes_scales_with_batch_and_precision
# mistake: kv_cache_bytes leaves batch_size out of the product, so a batch of sequences costs as much as one; every sequence keeps its own cache.
def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=2):
    sizes = [int(a) for a in (num_layers, num_kv_heads, head_dim, seq_len, bytes_per_value)]
    if min(sizes) < 0 or batch_size < 0:
        raise ValueError("sizes must be non-negative")
    total = 2
    for size in sizes:
        total *= size
    return total
