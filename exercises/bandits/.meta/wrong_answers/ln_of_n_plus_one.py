# fails: bonus_uses_ln_of_the_total_plays
# mistake: The bonus uses ln(n + 1), Sutton and Barto's time step, instead of ln(n) with n = sum(counts).
def ucb_action(q, counts, c=2**0.5):
    q, counts = np.asarray(q, dtype=float), np.asarray(counts)
    if (counts == 0).any():
        return int(np.flatnonzero(counts == 0)[0])
    n = counts.sum() + 1
    return int(np.argmax(q + c * np.sqrt(np.log(n) / counts)))
