# fails: spec_rejection_draws_from_the_residual
# mistake: After a rejection the replacement is drawn from p_target[i] itself instead of the residual max(0, p_target[i] - q_draft[i]), which skews the output towards the draft's choices.
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
            r = p[i]
            out.append(sample_token(r, u_resample))
            return out
    out.append(sample_token(p[k], u_resample))
    return out
