# fails: objective_clips_negative_advantage_only_below
# mistake: With A_i < 0 each term is also floored at 3·A_i (verl's dual clip); in GSPO's min a large s_i with a negative advantage is never capped.
def gspo_objective(logp, old_logp, advantages, mask, eps_low=3e-4, eps_high=4e-4):
    s = sequence_ratio(logp, old_logp, mask)
    adv = np.asarray(advantages, dtype=float)
    surrogate = np.minimum(s * adv, np.clip(s, 1 - eps_low, 1 + eps_high) * adv)
    # verl's dual clip (clip_ratio_c = 3) bounds negative-advantage terms from below
    surrogate = np.where(adv < 0, np.maximum(surrogate, 3.0 * adv), surrogate)
    return float(surrogate.mean())
