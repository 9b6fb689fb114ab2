# fails: scores_several_queries_at_their_own_positions
# mistake: Only the keys are rotated, by k_pos - q_pos taken element by element, which is right for a single query but pairs key l with query l alone when there are several.
def rope_scores(q, k, q_pos, k_pos, base=10000.0, layout="half"):
    q = np.asarray(q, dtype=float)
    shift = np.asarray(k_pos, dtype=float) - np.asarray(q_pos, dtype=float)
    k_rot = apply_rope(k, shift, base, layout)
    return q @ np.swapaxes(k_rot, -1, -2)
