# fails: advantages_match_worked_examples
# mistake: The baseline is the mean of the other answers, RLOO's leave-one-out; Dr. GRPO subtracts the mean of the whole group, the answer included.
def drgrpo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    g = r.shape[1]
    # RLOO's baseline (the mean of the others), not the group mean
    return r - (r.sum(axis=1, keepdims=True) - r) / max(g - 1, 1)
