# fails: bonus_uses_ln_of_the_total_plays
# mistake: The bonus uses the base-10 logarithm of n instead of the natural logarithm.
def ucb_action(q, counts, c=2**0.5):
    q, counts = np.asarray(q, dtype=float), np.asarray(counts)
    if (counts == 0).any():
        return int(np.flatnonzero(counts == 0)[0])
    return int(np.argmax(q + c * np.sqrt(np.log10(counts.sum()) / counts)))
