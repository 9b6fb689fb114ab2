# fails: advantages_shape_and_float_dtype
# mistake: With integer rewards the advantages are written into an integer array and truncated; advantages are floats whatever the rewards' dtype.
def group_advantages(rewards, eps=1e-8):
    out = np.empty_like(rewards)  # an int array when the rewards are ints
    out[...] = (rewards - rewards.mean(axis=1, keepdims=True)) / (
        rewards.std(axis=1, keepdims=True) + eps
    )
    return out
