"""A local OpenAI-compatible endpoint with a fixed latency, for measuring concurrency (``bank-gym bench``).

It answers ``POST …/chat/completions`` after ``latency`` seconds with one fixed assistant message (a question
to the customer when the request carries tools, a customer's line otherwise), ``GET …/models`` at once and
``GET …/stats`` with the completions served and the most that waited at once. It
is one asyncio server (HTTP/1.1 keep-alive), so hundreds of requests can wait at once without threads; run it in
its own process so its work does not share the measured process's interpreter::

    with FakeEndpoint(latency=0.3) as endpoint:
        evaluate(EvalConfig(agent="openai:fake", base_url=endpoint.base_url, workers=64, ...))

or ``python -m bank_gym.llm.fake_endpoint --latency 0.3 --port 8000``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import subprocess
import sys
import time

AGENT_REPLY = "Thank you for reaching out. Could you tell me a little more about what you need today?"
CUSTOMER_REPLY = "I need some help with my account, please."


def _completion(body: dict) -> dict:
    text = AGENT_REPLY if body.get("tools") else CUSTOMER_REPLY
    return {"id": "chatcmpl-fake", "object": "chat.completion", "created": 0, "model": str(body.get("model", "fake")),
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}],
            "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}}


STATS = {"requests": 0, "in_flight": 0, "max_in_flight": 0}  # GET …/stats: how many completions waited at once


async def _serve_connection(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, latency: float) -> None:
    try:
        while True:
            head = await reader.readuntil(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            method, path = (lines[0].split(" ") + ["", ""])[:2]
            headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:] if line)}
            body = await reader.readexactly(int(headers.get("content-length", 0) or 0))
            if method == "POST" and path.rstrip("/").endswith("/chat/completions"):
                STATS["requests"] += 1
                STATS["in_flight"] += 1
                STATS["max_in_flight"] = max(STATS["max_in_flight"], STATS["in_flight"])
                try:
                    await asyncio.sleep(latency)
                finally:
                    STATS["in_flight"] -= 1
                try:
                    payload, status = _completion(json.loads(body or b"{}")), "200 OK"
                except ValueError:
                    payload, status = {"error": {"message": "invalid JSON"}}, "400 Bad Request"
            elif method == "GET" and path.rstrip("/").endswith("/stats"):
                payload, status = dict(STATS), "200 OK"
            elif method == "GET" and path.rstrip("/").endswith("/models"):
                payload, status = {"object": "list", "data": [{"id": "fake", "object": "model"}]}, "200 OK"
            else:
                payload, status = {"error": {"message": f"no route {method} {path}"}}, "404 Not Found"
            data = json.dumps(payload).encode()
            writer.write(f"HTTP/1.1 {status}\r\nContent-Type: application/json\r\nContent-Length: {len(data)}\r\n"
                         "Connection: keep-alive\r\n\r\n".encode() + data)
            await writer.drain()
            if headers.get("connection", "").lower() == "close":
                break
    except (asyncio.IncompleteReadError, ConnectionError, asyncio.LimitOverrunError):
        pass
    finally:
        writer.close()


async def serve(host: str = "127.0.0.1", port: int = 0, latency: float = 0.3, ready=None) -> None:
    server = await asyncio.start_server(lambda r, w: _serve_connection(r, w, latency), host, port, backlog=1024)
    bound = server.sockets[0].getsockname()[1]
    if ready is not None:
        ready(bound)
    async with server:
        await server.serve_forever()


class FakeEndpoint:
    """The endpoint in a subprocess; ``base_url`` once started (a context manager)."""

    def __init__(self, latency: float = 0.3):
        self.latency = latency
        self.process: subprocess.Popen | None = None
        self.base_url = ""

    def __enter__(self) -> FakeEndpoint:
        self.process = subprocess.Popen([sys.executable, "-m", "bank_gym.llm.fake_endpoint", "--latency",
                                         str(self.latency), "--port", "0"], stdout=subprocess.PIPE, text=True)
        deadline = time.monotonic() + 60
        line = self.process.stdout.readline()  # "PORT <n>" once listening
        if not line.startswith("PORT ") or time.monotonic() > deadline:
            self.__exit__()
            raise RuntimeError(f"the fake endpoint did not start ({line!r})")
        self.base_url = f"http://127.0.0.1:{int(line.split()[1])}/v1"
        return self

    def stats(self) -> dict:
        """Completions served so far and the most that waited at once."""
        import urllib.request

        with urllib.request.urlopen(self.base_url + "/stats", timeout=10) as response:
            return json.loads(response.read())

    def __exit__(self, *exc) -> None:
        if self.process is not None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:  # pragma: no cover
                self.process.kill()
            self.process = None


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0: any free port (printed as 'PORT <n>')")
    parser.add_argument("--latency", type=float, default=0.3, help="seconds before each completion")
    args = parser.parse_args(argv)
    asyncio.run(serve(args.host, args.port, args.latency, ready=lambda p: print(f"PORT {p}", flush=True)))


if __name__ == "__main__":
    main()
