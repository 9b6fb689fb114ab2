# fails: gelu_exact_is_x_times_the_normal_cdf
# mistake: approximate="none" is computed as x sigmoid(1.702 x), another approximation; the statement's "none" is the exact 0.5 x (1 + erf(x / sqrt(2))).
def gelu(x, approximate="none"):
    x = np.asarray(x, dtype=float)
    if approximate == "none":
        return x / (1.0 + np.exp(-1.702 * x))
    if approximate == "tanh":
        return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)))
    raise ValueError(approximate)
