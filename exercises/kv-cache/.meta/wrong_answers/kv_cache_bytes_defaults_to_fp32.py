# fails: kv_cache_bytes_defaults_to_bf16_and_one_sequence
# mistake: kv_cache_bytes defaults to 4 bytes per value (fp32) instead of the statement's 2 (fp16 or bf16).
def kv_cache_bytes(num_layers, num_kv_heads, head_dim, seq_len, batch_size=1, bytes_per_value=4):
    sizes = [
        int(a) for a in (num_layers, num_kv_heads, head_dim, seq_len, batch_size, bytes_per_value)
    ]
    if min(sizes) < 0:
        raise ValueError("sizes must be non-negative")
    total = 2
    for size in sizes:
        total *= size
    return total
