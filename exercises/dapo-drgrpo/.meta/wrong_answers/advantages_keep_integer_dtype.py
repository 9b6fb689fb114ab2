# fails: advantages_accept_lists_and_integer_arrays
# mistake: With integer rewards the advantages are first written into an integer array, so their fractions are truncated before the conversion to float.
def drgrpo_advantages(rewards):
    r = np.asarray(rewards)
    out = np.empty_like(r)  # int when the rewards are ints: the fractions are truncated
    out[...] = r - r.mean(axis=1, keepdims=True)
    return out.astype(float)
