# fails: encode_merges_the_lowest_id_first
# mistake: encode cuts the text greedily into the longest token that matches from the left (as WordPiece does), instead of replaying the merges in order of id.
def encode(text, merges):
    vocab = {bytes([i]): i for i in range(256)}
    pieces = {i: bytes([i]) for i in range(256)}
    for (a, b), new_id in sorted(merges.items(), key=lambda item: item[1]):
        pieces[new_id] = pieces[a] + pieces[b]
        vocab[pieces[new_id]] = new_id
    data = text.encode("utf-8")
    longest = max(len(piece) for piece in vocab)
    ids, start = [], 0
    while start < len(data):
        for end in range(min(len(data), start + longest), start, -1):
            if data[start:end] in vocab:
                ids.append(vocab[data[start:end]])
                start = end
                break
    return ids
