# fails: kv_cache_bytes_exact_past_2_31
# mistake: kv_cache_bytes multiplies in 32-bit integers (np.prod with numpy's default integer in the browser), so a size past 2**31 bytes wraps around instead of staying exact.
def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=2):
    sizes = [2, num_layers, num_kv_heads, head_dim, seq_len, batch_size, bytes_per_value]
    if min(sizes) < 0:
        raise ValueError("sizes must be non-negative")
    return int(np.prod(sizes, dtype=np.int32))
