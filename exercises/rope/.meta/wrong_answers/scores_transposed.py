# fails: scores_have_shape_lq_by_lk
# mistake: The scores are keys against queries, shape (Lk, Lq), instead of entry [j, l] = query j against key l, shape (Lq, Lk).
def rope_scores(q, k, q_pos, k_pos, base=10000.0, layout="half"):
    q_rot = apply_rope(q, q_pos, base, layout)
    k_rot = apply_rope(k, k_pos, base, layout)
    return k_rot @ np.swapaxes(q_rot, -1, -2)
