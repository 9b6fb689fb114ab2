# fails: uses_the_scale_argument
# mistake: TODO(author): one sentence, in the statement's terms, of what this answer does instead of what the statement asks (here: the scale passed in is ignored, so every value is doubled); the page shows it to a learner whose answer fails the checks exactly as this one does.
def function_name(x, scale=2.0):
    return 2.0 * np.asarray(x, dtype=float)
