# fails: advantages_accept_lists_and_integer_arrays
def drgrpo_advantages(rewards):
    r = np.asarray(rewards)
    out = np.empty_like(r)  # int when the rewards are ints: the fractions are truncated
    out[...] = r - r.mean(axis=1, keepdims=True)
    return out.astype(float)
