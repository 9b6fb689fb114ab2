# fails: scores_treat_leading_axes_as_batch
# mistake: The rotated keys are transposed with .T, which reverses every axis, so batched queries and keys (B, L, dim) are not multiplied batch by batch.
def rope_scores(q, k, q_pos, k_pos, base=10000.0, layout="half"):
    q_rot = apply_rope(q, q_pos, base, layout)
    k_rot = apply_rope(k, k_pos, base, layout)
    return q_rot @ k_rot.T
