"""The monthly report function the lambda-diagnose lab hands out (module ``report``, handler ``handler``).

It sums ``rows`` fake order lines held in memory, after waiting ``wait_seconds`` for a slow upstream,
and labels the total with the currency named in the environment.
"""

import os
import time


def handler(event, context):
    currency = os.environ["CURRENCY"]
    time.sleep(event.get("wait_seconds", 0))
    rows = [bytes(1024) for _ in range(event.get("rows", 0))]
    total = sum(len(row) for row in rows) // 1024
    print(f"monthly report: {len(rows)} rows, total {total} {currency}")
    return {"rows": len(rows), "total": total, "currency": currency}
