# fails: scores_use_the_layout_and_base
# mistake: base is not passed on to the rotations, so the scores always use the default base 10000.
def rope_scores(q, k, q_pos, k_pos, base=10000.0, layout="half"):
    q_rot = apply_rope(q, q_pos, layout=layout)
    k_rot = apply_rope(k, k_pos, layout=layout)
    return q_rot @ np.swapaxes(k_rot, -1, -2)
