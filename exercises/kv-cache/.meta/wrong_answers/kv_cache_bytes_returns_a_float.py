# fails: kv_cache_bytes_returns_a_python_int
# mistake: kv_cache_bytes computes the size in floats and returns a float instead of an exact Python int (a float loses exactness past 2**53).
def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=2):
    sizes = [
        float(a) for a in (num_layers, num_kv_heads, head_dim, seq_len, batch_size, bytes_per_value)
    ]
    if min(sizes) < 0:
        raise ValueError("sizes must be non-negative")
    total = 2.0
    for size in sizes:
        total *= size
    return total
