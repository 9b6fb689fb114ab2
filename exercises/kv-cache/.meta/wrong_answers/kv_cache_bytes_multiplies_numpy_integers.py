# fails: kv_cache_bytes_accepts_numpy_integers
# mistake: kv_cache_bytes multiplies the arguments as they come, so numpy integers give a numpy integer (int32 ones wrap past 2**31) instead of an exact Python int.
def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=2):
    sizes = (num_layers, num_kv_heads, head_dim, seq_len, batch_size, bytes_per_value)
    if min(sizes) < 0:
        raise ValueError("sizes must be non-negative")
    return 2 * num_layers * num_kv_heads * head_dim * seq_len * batch_size * bytes_per_value
