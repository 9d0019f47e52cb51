"""Raw request overhead of the labcloud server.

Several client processes send pre-built requests over keep-alive connections (so client cost
stays small): a cheap json-protocol call (DynamoDB ListTables) and a cheap query-protocol call
(STS GetCallerIdentity). Prints requests/s, client-seen latency p50/p99, and the server's own
CPU time per request (the figure the target is about: < 0.3 ms). With ``--tls`` each call is also
sent over https on the same port (kept-alive TLS connections: the handshake is paid once per client),
the server then keeping its state (and its CA) in a temporary data dir.

    python bench/bench_server.py [--seconds 5] [--clients 4] [--tls]
"""

from __future__ import annotations

import argparse
import http.client
import multiprocessing as mp
import ssl
import statistics
import time

import psutil

from labcloud.testing.server_process import LabcloudProcess

AUTH = (
    "AWS4-HMAC-SHA256 Credential=test/20260101/us-east-1/{svc}/aws4_request, SignedHeaders=host, Signature=0"
)

CALLS = {
    "json  dynamodb:ListTables": (
        "/",
        b"{}",
        {
            "X-Amz-Target": "DynamoDB_20120810.ListTables",
            "Content-Type": "application/x-amz-json-1.0",
            "Authorization": AUTH.format(svc="dynamodb"),
        },
    ),
    "query sts:GetCallerIdentity": (
        "/",
        b"Action=GetCallerIdentity&Version=2011-06-15",
        {"Content-Type": "application/x-www-form-urlencoded", "Authorization": AUTH.format(svc="sts")},
    ),
}


def client(port: int, name: str, seconds: float, out: mp.Queue, ca: str | None) -> None:  # type: ignore[type-arg]
    path, body, headers = CALLS[name]
    conn = (
        http.client.HTTPConnection("127.0.0.1", port)
        if ca is None
        else http.client.HTTPSConnection("localhost", port, context=ssl.create_default_context(cafile=ca))
    )
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    deadline = time.perf_counter() + seconds
    while time.perf_counter() < deadline:
        began = time.perf_counter()
        conn.request("POST", path, body, headers)
        response = conn.getresponse()
        response.read()
        latencies.append(time.perf_counter() - began)
        statuses[response.status] = statuses.get(response.status, 0) + 1
    out.put((latencies, statuses))


def run(name: str, port: int, server_pid: int, clients: int, seconds: float, ca: str | None = None) -> None:
    proc = psutil.Process(server_pid)
    cpu_before = sum(proc.cpu_times()[:2])
    queue: mp.Queue = mp.Queue()  # type: ignore[type-arg]
    workers = [mp.Process(target=client, args=(port, name, seconds, queue, ca)) for _ in range(clients)]
    began = time.perf_counter()
    for worker in workers:
        worker.start()
    results = [queue.get() for _ in workers]
    for worker in workers:
        worker.join()
    elapsed = time.perf_counter() - began
    cpu = sum(proc.cpu_times()[:2]) - cpu_before
    latencies = sorted(x for lat, _ in results for x in lat)
    statuses: dict[int, int] = {}
    for _, st in results:
        for code, count in st.items():
            statuses[code] = statuses.get(code, 0) + count
    count = len(latencies)
    p50 = statistics.median(latencies) * 1000
    p99 = latencies[int(count * 0.99) - 1] * 1000
    label = f"{name} (tls)" if ca else name
    print(
        f"{label:38s} {count / elapsed:8.0f} req/s  p50 {p50:6.2f} ms  p99 {p99:6.2f} ms  "
        f"server CPU {cpu / count * 1000:5.3f} ms/req  statuses {statuses}"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--clients", type=int, default=4)
    parser.add_argument("--tls", action="store_true", help="also send each call over https on the same port")
    args = parser.parse_args()
    server = LabcloudProcess(in_memory=not args.tls).start()
    try:
        assert server.proc is not None
        pid = server.proc.pid
        print(f"labcloud server overhead: {args.clients} client processes, {args.seconds:.0f} s per call")
        for name in CALLS:
            run(name, server.port, pid, args.clients, args.seconds)
            if args.tls:
                run(
                    name,
                    server.port,
                    pid,
                    args.clients,
                    args.seconds,
                    str(server.data_dir / "tls" / "ca.pem"),
                )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
