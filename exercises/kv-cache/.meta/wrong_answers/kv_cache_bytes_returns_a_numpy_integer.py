# fails: kv_cache_bytes_returns_a_python_int
# mistake: kv_cache_bytes returns np.prod's numpy integer instead of a Python int (in the browser that product is 32-bit and wraps past 2**31).
def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=2):
    sizes = [2, num_layers, num_kv_heads, head_dim, seq_len, batch_size, bytes_per_value]
    if min(sizes) < 0:
        raise ValueError("sizes must be non-negative")
    return np.prod(sizes)
