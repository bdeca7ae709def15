import { css } from '@linaria/core'
import { vars } from '../../theme/tokens'
import { REDUCED_MOTION } from '../../styles/shared'

export const viewClass = css`
  animation: view-in-next ${vars.duration.view} ease-out both;

  &[data-direction='prev'] {
    animation-name: view-in-prev;
  }
  /* Right to left, the next view comes from the left. */
  &:dir(rtl) {
    animation-name: view-in-prev;
  }
  &[data-direction='prev']:dir(rtl) {
    animation-name: view-in-next;
  }
  /* The view the modal opens on appears with the card, in its first frame. */
  &[data-still] {
    animation: none;
  }

  @keyframes view-in-next {
    from {
      opacity: 0;
      transform: translateX(12px);
    }
  }
  @keyframes view-in-prev {
    from {
      opacity: 0;
      transform: translateX(-12px);
    }
  }

  ${REDUCED_MOTION} {
    animation: none;
  }
`
