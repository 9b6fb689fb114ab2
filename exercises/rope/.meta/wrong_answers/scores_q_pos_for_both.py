# fails: scores_depend_only_on_relative_position
# mistake: The keys are rotated to the queries' positions q_pos instead of their own k_pos, so the rotations cancel and no position reaches the scores.
def rope_scores(q, k, q_pos, k_pos, base=10000.0, layout="half"):
    q_rot = apply_rope(q, q_pos, base, layout)
    k_rot = apply_rope(k, q_pos, base, layout)
    return q_rot @ np.swapaxes(k_rot, -1, -2)
