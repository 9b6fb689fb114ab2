# fails: spec_rejects_p_target_without_k_plus_1_rows
# mistake: The number of rows of p_target is not checked, so K or K + 2 rows give an IndexError or a silent result instead of ValueError.
def speculative_step(p_target, q_draft, draft_tokens, u_accept, u_resample):
    k = len(draft_tokens)
    p = np.asarray(p_target, dtype=float)
    q = np.asarray(q_draft, dtype=float)
    if k == 0:
        q = q.reshape(0, p.shape[1])
    if q.shape != (k, p.shape[1]):
        raise ValueError("q_draft must have shape (K, V)")
    if len(u_accept) != k:
        raise ValueError("u_accept must have K entries")
    out = []
    for i in range(k):
        x = int(draft_tokens[i])
        if u_accept[i] * q[i, x] < p[i, x]:
            out.append(x)
        else:
            r = np.maximum(p[i] - q[i], 0.0)
            if not r.any():
                r = p[i]
            out.append(sample_token(r, u_resample))
            return out
    out.append(sample_token(p[k], u_resample))
    return out
