# fails: scores_reject_odd_dim
# mistake: The scores are summed pair by pair over dim // 2 pairs without checking dim, so an odd last coordinate is silently dropped instead of raising ValueError.
def rope_scores(q, k, q_pos, k_pos, base=10000.0, layout="half"):
    q = np.asarray(q, dtype=float)
    k = np.asarray(k, dtype=float)
    h = q.shape[-1] // 2
    if layout == "half":
        p, r = np.arange(h), np.arange(h) + h
    elif layout == "interleaved":
        p, r = 2 * np.arange(h), 2 * np.arange(h) + 1
    else:
        raise ValueError("unknown layout")
    theta = base ** (-np.arange(h) / h)
    m = np.asarray(q_pos, dtype=float)[..., :, None, None]
    n = np.asarray(k_pos, dtype=float)[..., None, :, None]
    angle = (n - m) * theta
    cos, sin = np.cos(angle), np.sin(angle)
    qp, qr = q[..., :, None, p], q[..., :, None, r]
    kp, kr = k[..., None, :, p], k[..., None, :, r]
    # q . R(n - m) k, pair by pair
    return np.sum(qp * (kp * cos - kr * sin) + qr * (kr * cos + kp * sin), axis=-1)
