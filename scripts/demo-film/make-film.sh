#!/bin/sh
# Step 2 of the landing page's demo film (README beside this file): titled scenes from the hero loop and the stills
# of step 1, joined with dips to black, encoded as one small H.264 mp4 (no audio) and a poster.
# Usage: sh scripts/demo-film/make-film.sh <stills-dir> <out-dir>   (Debian's ffmpeg; DejaVu from node_modules)
set -e
STILLS=$1
OUT=$2
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
FONT="$ROOT/node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf"
BOLD="$ROOT/node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"
LOOP="$ROOT/web/public/media/hero-loop.mp4"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
FPS=25
: > "$WORK/list.txt"
N=0

# Titles go through text files, so no quoting of ':' ',' or apostrophes in filter strings is needed.
text() { printf '%s' "$2" > "$WORK/$1.txt"; echo "$WORK/$1.txt"; }

# A title and a line over a band at the bottom, fading in after half a second.
lower_third() {
  T=$(text "t$N" "$1"); S=$(text "s$N" "$2")
  echo "drawbox=x=0:y=ih-138:w=iw:h=138:color=0x06182b@0.84:t=fill,\
drawtext=fontfile=$BOLD:textfile=$T:fontsize=38:fontcolor=white:x=64:y=h-118:alpha='min(1,max(0,(t-0.4)/0.6))',\
drawtext=fontfile=$FONT:textfile=$S:fontsize=23:fontcolor=0xb8e6f0:x=64:y=h-62:alpha='min(1,max(0,(t-0.7)/0.6))'"
}

fades() { echo "fade=t=in:st=0:d=0.6,fade=t=out:st=$(awk "BEGIN { print $1 - 0.6 }"):d=0.6"; }

segment() { # <duration> <ffmpeg input args...> -- <filter>
  D=$1; shift
  N=$((N + 1))
  ffmpeg -hide_banner -loglevel error -y "$@" -t "$D" -r $FPS -an -c:v libx264 -preset veryfast -crf 16 -pix_fmt yuv420p "$WORK/seg$N.mp4"
  echo "file '$WORK/seg$N.mp4'" >> "$WORK/list.txt"
}

# A screen of the product, slowly drawn closer (rendered at twice the size, so the zoom does not shimmer).
screen_scene() { # <still> <duration> <title> <line>
  F=$(($2 * FPS))
  segment "$2" -loop 1 -framerate $FPS -i "$STILLS/$1.png" -filter_complex "\
[0]scale=2560:1440:flags=lanczos,zoompan=z='1+0.045*on/$F':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=1:s=1280x720:fps=$FPS,\
$(lower_third "$3" "$4"),$(fades "$2")"
}

# The hero loop behind a centred title.
card() { # <duration> <title> <line>
  T=$(text "ct$N" "$2"); S=$(text "cs$N" "$3")
  segment "$1" -stream_loop -1 -i "$LOOP" -filter_complex "\
[0]drawbox=x=0:y=0:w=iw:h=ih:color=0x041322@0.45:t=fill,\
drawtext=fontfile=$BOLD:textfile=$T:fontsize=76:fontcolor=white:x=(w-text_w)/2:y=h/2-96:alpha='min(1,max(0,(t-0.3)/0.8))',\
drawtext=fontfile=$FONT:textfile=$S:fontsize=30:fontcolor=0xb8e6f0:x=(w-text_w)/2:y=h/2+16:alpha='min(1,max(0,(t-0.9)/0.8))',\
$(fades "$1")"
}

# The first page of the PDF report scrolling past on the dark background.
report_scene() { # <duration> <title> <line>
  segment "$1" -f lavfi -i "color=c=0x0a2540:s=1280x720:r=$FPS" -loop 1 -framerate $FPS -i "$STILLS/report.png" -filter_complex "\
[1]scale=640:-2:flags=lanczos[page];[0][page]overlay=x=(W-w)/2:y='36-(h-720+210)*t/$1',\
$(lower_third "$2" "$3"),$(fades "$1")"
}

card 6 'Aquarisk' 'Aerial and sub-sea risk audits for aquaculture'
screen_scene audits 7 'Every audit in one list' 'Filter by farm, region, year and risk; each audit shows its state and score.'
screen_scene question 7 'Audited on site, question by question' 'Drone and ROV footage, the site plan and sensor readings beside the answers.'
screen_scene results 8 'Scored in five risk categories' 'Animal Health, Environment, Engineering, Governance and Husbandry, step by step.'
screen_scene actions 7 'Actions tracked to resolution' 'Findings become actions; the right role accepts each level of risk.'
screen_scene intelligence 7 'The whole portfolio on one map' 'Risk, animals, value and tonnage of every farm, by country and section.'
report_scene 7 'Reports for insurers and lenders' 'The scored report, the summary and the actions report as PDF documents.'
card 6 'Aquarisk' 'Book a demo below and see your own farms scored.'

ffmpeg -hide_banner -loglevel error -y -f concat -safe 0 -i "$WORK/list.txt" -an -c:v libx264 -preset slow -crf 30 \
  -profile:v high -pix_fmt yuv420p -r $FPS -g 250 -movflags +faststart "$OUT/demo-film.mp4"
ffmpeg -hide_banner -loglevel error -y -ss 2.5 -i "$OUT/demo-film.mp4" -frames:v 1 -q:v 5 "$OUT/demo-film-poster.jpg"
ls -l "$OUT/demo-film.mp4" "$OUT/demo-film-poster.jpg"
