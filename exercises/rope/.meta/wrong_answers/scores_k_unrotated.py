# fails: scores_are_rotated_queries_dot_rotated_keys
# mistake: Only the queries are rotated; the keys enter the dot products as they are, instead of rotated to k_pos.
def rope_scores(q, k, q_pos, k_pos, base=10000.0, layout="half"):
    q_rot = apply_rope(q, q_pos, base, layout)
    k = np.asarray(k, dtype=float)
    return q_rot @ np.swapaxes(k, -1, -2)
