# fails: scores_use_the_layout_and_base
# mistake: layout is not passed on to the rotations, so the scores always use the half layout.
def rope_scores(q, k, q_pos, k_pos, base=10000.0, layout="half"):
    q_rot = apply_rope(q, q_pos, base)
    k_rot = apply_rope(k, k_pos, base)
    return q_rot @ np.swapaxes(k_rot, -1, -2)
