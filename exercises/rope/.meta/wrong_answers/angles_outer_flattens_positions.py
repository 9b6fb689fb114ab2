# fails: angles_keep_the_shape_of_positions
# mistake: The angles are an outer product that flattens positions, so a scalar gives shape (1, dim/2) and 2-D positions lose their shape; the tables must have the shape of positions plus one axis.
def rope_angles(positions, dim, base=10000.0):
    if dim < 2 or dim % 2 != 0:
        raise ValueError("dim must be even and at least 2")
    theta = base ** (-2.0 * np.arange(dim // 2) / dim)
    angle = np.outer(np.asarray(positions, dtype=float), theta)
    return np.cos(angle), np.sin(angle)
