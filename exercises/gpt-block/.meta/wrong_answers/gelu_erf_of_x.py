# fails: gelu_exact_is_x_times_the_normal_cdf
# mistake: The exact GELU uses erf(x) instead of erf(x / sqrt(2)): Phi(x) = (1 + erf(x / sqrt(2))) / 2 is the normal CDF.
def gelu(x, approximate="none"):
    x = np.asarray(x, dtype=float)
    if approximate == "none":
        return 0.5 * x * (1.0 + _erf(x))
    if approximate == "tanh":
        return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)))
    raise ValueError(approximate)
