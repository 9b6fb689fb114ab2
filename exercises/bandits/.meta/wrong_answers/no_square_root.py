# fails: bonus_is_c_times_sqrt_of_ln_n_over_the_arms_count
# mistake: The bonus is c * ln(n) / counts_a, without the square root.
def ucb_action(q, counts, c=2**0.5):
    q, counts = np.asarray(q, dtype=float), np.asarray(counts)
    if (counts == 0).any():
        return int(np.flatnonzero(counts == 0)[0])
    return int(np.argmax(q + c * np.log(counts.sum()) / counts))
