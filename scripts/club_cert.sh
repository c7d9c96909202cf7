#!/usr/bin/env bash
# HTTPS on the club's own network (docs/https.md): a certificate authority made on this
# laptop, once, and a certificate for this laptop's names and addresses signed by it.
# Phones install the CA certificate once (served at /club-ca.crt by `make run-https`);
# then https://<laptop address>:8443/ is a secure context: the service worker keeps the
# table pages and a reload without Wi-Fi still shows them.
#
#   scripts/club_cert.sh DIR [NAME_OR_ADDRESS ...]
#
# DIR gets ca.crt + ca.key (kept: made only when missing, so phones install it once) and
# cert.pem + key.pem (made again every time, for the names given; default: localhost and
# this machine's network addresses). Needs only openssl.
set -euo pipefail

dir="${1:?usage: scripts/club_cert.sh DIR [NAME_OR_ADDRESS ...]}"
shift
mkdir -p "$dir"
cd "$dir"
names=("$@")
if ((${#names[@]} == 0)); then
    names=(localhost 127.0.0.1)
    here="$(cd "$(dirname "$0")" 2>/dev/null && pwd || true)"
    for address in $(python3 "${here:-.}/lan_addresses.py" 2>/dev/null || true); do
        names+=("$address")
    done
fi

if [[ ! -s ca.crt || ! -s ca.key ]]; then
    openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -sha256 \
        -keyout ca.key -out ca.crt -subj "/CN=Clubsite club CA $(hostname)" \
        -addext "basicConstraints=critical,CA:TRUE,pathlen:0" \
        -addext "keyUsage=critical,keyCertSign,cRLSign" 2>/dev/null
    chmod 600 ca.key
fi

san=""
for name in "${names[@]}"; do
    if [[ "$name" =~ ^[0-9.]+$ || "$name" == *:* ]]; then san+="IP:$name,"; else san+="DNS:$name,"; fi
done
san="${san%,}"
openssl req -newkey rsa:2048 -nodes -keyout key.pem -out cert.csr -subj "/CN=${names[0]}" 2>/dev/null
# 397 days: the longest validity browsers accept for a server certificate
openssl x509 -req -in cert.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 397 -sha256 \
    -out cert.pem -extfile <(printf '%s\n' \
        "subjectAltName=$san" "basicConstraints=CA:FALSE" \
        "keyUsage=critical,digitalSignature,keyEncipherment" "extendedKeyUsage=serverAuth") 2>/dev/null
rm -f cert.csr
chmod 600 key.pem
echo "certificate for: ${names[*]} ($dir/cert.pem); CA for the phones: $dir/ca.crt"
