"""Print this machine's addresses on the local network (one per line), for
``make run HOST=0.0.0.0``: the addresses phones on the club's Wi-Fi can open.

No packet is sent: connecting a UDP socket only asks the OS which address it would use.
"""

import socket


def lan_addresses() -> list[str]:
    found: list[str] = []
    for target in ("10.255.255.255", "192.168.255.255", "172.31.255.255"):
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            try:
                probe.connect((target, 1))
            except OSError:
                continue
            address = probe.getsockname()[0]
        if not address.startswith("127.") and address not in found:
            found.append(address)
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = info[4][0]
            if not address.startswith("127.") and address not in found:
                found.append(address)
    except OSError:
        pass
    return found


if __name__ == "__main__":
    print("\n".join(lan_addresses()))
