#!/usr/bin/env python3
"""Prints the legend of a chart: one line per series, scaled to the largest value."""
import csv
import sys


def main(path: str) -> None:
    with open(path, newline="") as f:
        rows = list(csv.reader(f))[1:]
    top = max(float(value) for _, value in rows) or 1.0
    for name, value in rows:
        print(f"{name:<12} {'#' * round(20 * float(value) / top)}")


if __name__ == "__main__":
    main(sys.argv[1])
