def table(rows, title):
    width = max([len(k) for k, _ in rows] + [len(title)])
    out = [f"{title:<{width}} | {'hours':>7}", "-" * (width + 10)]
    for key, hours in rows:
        out.append(f"{key:<{width}} | {hours:>7.2f}")
    return "\n".join(out)


def csv(rows, title):
    return "\n".join([f"{title},hours"] + [f"{k},{h:.2f}" for k, h in rows])
