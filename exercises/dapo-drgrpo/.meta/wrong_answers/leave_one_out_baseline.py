# fails: advantages_match_worked_examples
def drgrpo_advantages(rewards):
    r = np.asarray(rewards, dtype=float)
    g = r.shape[1]
    # RLOO's baseline (the mean of the others), not the group mean
    return r - (r.sum(axis=1, keepdims=True) - r) / max(g - 1, 1)
