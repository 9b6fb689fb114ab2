# fails: objective_clips_negative_advantage_only_below
# mistake: The min is taken between the two ratios before multiplying by A_i, which is right only for A_i > 0; the statement takes the min of the two products.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    # min of the ratios, then times A: right for A > 0, wrong for A < 0
    return float((np.minimum(s, np.clip(s, 1 - eps_low, 1 + eps_high)) * adv).mean())
