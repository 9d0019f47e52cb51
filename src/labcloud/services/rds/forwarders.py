"""The TCP forwarders behind RDS Proxy endpoints: one listening socket per proxy on a loopback address
of its own (``127.x.y.z``) and PostgreSQL's port 5432, as a proxy endpoint answers, each connection
piped byte for byte to the postgres server of the proxy's registered target (asked at each connection,
so a target registered later is used at once). No SQL is read and no user code runs: postgres itself
authenticates the client. Stopped with labcloud, opened again at its next start."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Callable
from dataclasses import dataclass, field

#: The port a proxy endpoint answers on (PostgreSQL's).
PORT = 5432
_CHUNK = 65536


@dataclass
class _Listener:
    server: asyncio.Server
    connections: set[asyncio.StreamWriter] = field(default_factory=set)


class Forwarders:
    """Every proxy's listener, by key (``<account>/<region>/<proxy name>``)."""

    def __init__(self) -> None:
        self.listeners: dict[str, _Listener] = {}

    def serving(self, key: str) -> bool:
        return key in self.listeners

    async def open(self, key: str, address: str, target_port: Callable[[], int | None]) -> None:
        """Listen on ``address``:5432 for ``key`` (``target_port``: where a new connection goes, None:
        no target registered, the connection is closed). Raises OSError if the address is taken."""
        await self.close(key)
        listener: _Listener | None = None

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            port = target_port()
            if port is None or listener is None:
                writer.close()
                return
            try:
                up_reader, up_writer = await asyncio.open_connection("127.0.0.1", port)
            except OSError:
                writer.close()
                return
            listener.connections.update((writer, up_writer))
            try:
                await asyncio.gather(_pipe(reader, up_writer), _pipe(up_reader, writer))
            finally:
                listener.connections.discard(writer)
                listener.connections.discard(up_writer)

        server = await asyncio.start_server(serve, host=address, port=PORT, reuse_address=True)
        listener = _Listener(server)
        self.listeners[key] = listener

    async def close(self, key: str) -> None:
        listener = self.listeners.pop(key, None)
        if listener is None:
            return
        listener.server.close()
        for writer in list(listener.connections):
            writer.close()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(listener.server.wait_closed(), 5)

    def forget_all(self) -> None:
        """After a reset: stop listening and drop every connection at once (the records are gone)."""
        for listener in self.listeners.values():
            listener.server.close()
            for writer in listener.connections:
                writer.close()
        self.listeners.clear()

    async def close_all(self) -> None:
        for key in list(self.listeners):
            await self.close(key)


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while True:
            data = await reader.read(_CHUNK)
            if not data:
                break
            writer.write(data)
            await writer.drain()
    except (ConnectionError, OSError):
        pass
    finally:
        with contextlib.suppress(Exception):
            writer.close()


def new_address() -> str:
    """A loopback address for a new proxy (every 127.0.0.0/8 address is this machine's on Linux)."""
    return f"127.{random.randint(64, 250)}.{random.randint(0, 255)}.{random.randint(1, 254)}"
