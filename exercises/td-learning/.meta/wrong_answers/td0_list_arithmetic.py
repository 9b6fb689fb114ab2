# fails: td0_accepts_lists_and_any_integer_dtype
# mistake: The rewards are scaled with alpha * rewards before converting them, which fails on the plain list the statement allows.
def td0(values, states, rewards, next_states, dones, alpha=0.1, gamma=0.99):
    scaled = alpha * rewards
    table = np.array(values, dtype=float)
    for t, s in enumerate(np.asarray(states).tolist()):
        s2 = int(next_states[t])
        target = scaled[t] + (0.0 if dones[t] else alpha * gamma * table[s2])
        table[s] += target - alpha * table[s]
    return table
