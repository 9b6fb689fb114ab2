# fails: spec_all_accepted_then_a_bonus_token
# mistake: When every draft is accepted no bonus token is drawn from p_target[K], so the step yields K tokens instead of K + 1.
def speculative_step(p_target, q_draft, draft_tokens, u_accept, u_resample):
    k = len(draft_tokens)
    p = np.asarray(p_target, dtype=float)
    if p.ndim != 2 or p.shape[0] != k + 1:
        raise ValueError("p_target must have K + 1 rows")
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
    return out
