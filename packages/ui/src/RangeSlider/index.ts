export { RangeSlider, type RangeSliderProps } from './RangeSlider';
