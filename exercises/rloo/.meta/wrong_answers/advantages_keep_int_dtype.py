# fails: advantages_are_new_float64_arrays
# mistake: With integer rewards the advantages are written into an integer array and truncated; rloo_advantages returns float64 whatever the input's dtype.
def rloo_advantages(rewards):
    k = rewards.shape[1]
    if k < 2:
        raise ValueError("need k >= 2")
    out = np.empty_like(rewards)  # an int array when the rewards are ints
    out[...] = rewards - (rewards.sum(axis=1, keepdims=True) - rewards) / (k - 1)
    return out
