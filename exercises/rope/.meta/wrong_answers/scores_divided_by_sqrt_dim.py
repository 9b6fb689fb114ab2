# fails: scores_have_no_sqrt_scale
# mistake: The scores are divided by sqrt(dim) as in attention; rope_scores is the plain product of the rotated queries and keys.
def rope_scores(q, k, q_pos, k_pos, base=10000.0, layout="half"):
    q_rot = apply_rope(q, q_pos, base, layout)
    k_rot = apply_rope(k, k_pos, base, layout)
    return q_rot @ np.swapaxes(k_rot, -1, -2) / np.sqrt(q_rot.shape[-1])
