# fails: informative_drops_single_answer_groups
# mistake: Groups of a single answer are kept, as verl's recipe does; the statement drops them, since one answer has nothing to compare with.
def informative_groups(rewards):
    r = np.asarray(rewards, dtype=float)
    keep = (r != r[:, :1]).any(axis=1)
    return keep | (r.shape[1] == 1)  # verl's recipe keeps groups of one answer
